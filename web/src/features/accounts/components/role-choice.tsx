import { ROLE_CHOICE_LABELS, SELF_REGISTER_ROLES, type SelfRegisterRole } from "@domain/constants/accounts";
import { m } from "@i18n/messages";
import { cn } from "@web/lib/cn";
import { Briefcase, TrendingUp } from "lucide-react";

const ICONS = { founder: Briefcase, investor: TrendingUp } as const;

/** The first step of /register: two large radio cards, keyboard-operable like any radio group. */
export function RoleChoice({
  value,
  onChange,
  error,
}: {
  value: SelfRegisterRole | undefined;
  onChange: (role: SelfRegisterRole) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "role-error" : undefined}>
      <legend className="mb-2 text-sm font-medium">{m.accounts_roleQuestion()}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SELF_REGISTER_ROLES.map((role) => {
          const Icon = ICONS[role];
          const checked = value === role;
          return (
            <label
              key={role}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border p-4 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                checked ? "border-primary bg-accent text-accent-foreground" : "hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={checked}
                onChange={() => onChange(role)}
                className="sr-only"
              />
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {ROLE_CHOICE_LABELS[role]}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="role-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
