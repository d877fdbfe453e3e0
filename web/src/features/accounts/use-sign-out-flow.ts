import { AUTH_TOASTS } from "@domain/constants/accounts";
import { useSignOut } from "@web/features/accounts/api/sign-out";
import { toast } from "@web/lib/toast";
import { useNavigate } from "react-router";

/** Sign out everywhere, say so, and go to /login: the same from the avatar menu and access-denied. */
export function useSignOutFlow() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(AUTH_TOASTS.signOutSuccess.title, { description: AUTH_TOASTS.signOutSuccess.description });
        navigate("/login", { replace: true });
      },
      onError: (error) => toast.error(AUTH_TOASTS.signOutFailure.title, { description: error.message }),
    });
  return { signOut: run, isPending: signOut.isPending };
}
