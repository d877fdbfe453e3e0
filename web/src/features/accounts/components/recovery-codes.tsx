import { Button } from "@web/components/ui/button";
import { SECURITY_TEXTS as T } from "@web/features/accounts/texts";
import { toast } from "@web/lib/toast";

/** The recovery codes, shown once right after set-up; the server keeps them only encrypted. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(T.copied);
    } catch {
      // No clipboard (permissions, http): the codes are on screen to write down.
    }
  };
  return (
    <section aria-labelledby="recovery-title" className="space-y-4">
      <h3 id="recovery-title" className="font-semibold">
        {T.recoveryTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{T.recoveryText}</p>
      <ul
        data-testid="recovery-codes"
        className="grid max-w-sm grid-cols-2 gap-2 rounded-md border p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {T.copy}
        </Button>
        <Button type="button" onClick={onDone}>
          {T.saved}
        </Button>
      </div>
    </section>
  );
}
