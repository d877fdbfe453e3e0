import { currentLocale, LOCALES, type Locale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { cn } from "@web/lib/cn";
import { LOCALE_NAMES, switchLocale } from "@web/lib/i18n";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { meQueryKey } from "@web/lib/session";
import { toast } from "@web/lib/toast";
import { useState } from "react";

/**
 * Choosing the language: kept on this device, saved on the profile when someone is signed in,
 * then the page reloads where it is. If the profile cannot be saved, nothing changes and a toast
 * says why. Used by the switch below and by the avatar menu.
 */
export function useLanguageChoice() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const current = currentLocale();
  const choose = async (locale: Locale) => {
    if (locale === current || pending) return;
    setPending(true);
    try {
      await switchLocale(locale, { signedIn: Boolean(queryClient.getQueryData(meQueryKey)) });
    } catch (error) {
      setPending(false);
      toast.error(m.ui_languageNotChanged(), { description: errorMessageOf(error) });
    }
  };
  return { current, choose, pending };
}

/**
 * The language switch of the sign-in pages, the landing page and the visitors' header: EN and FR,
 * each a toggle button named in its own language ("Français"), the current one pressed.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { current, choose, pending } = useLanguageChoice();
  return (
    <fieldset className={cn("flex items-center rounded-md border p-0.5", className)}>
      <legend className="sr-only">{m.ui_language()}</legend>
      {LOCALES.map((locale) => {
        const active = locale === current;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            aria-label={LOCALE_NAMES[locale]}
            title={LOCALE_NAMES[locale]}
            disabled={pending}
            onClick={() => void choose(locale)}
            className={cn(
              "flex h-8 min-w-9 items-center justify-center rounded-sm px-2 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
              active
                ? "bg-primary text-primary-foreground"
                : "text-muted-foreground hover:bg-accent hover:text-foreground",
            )}
          >
            {locale.toUpperCase()}
          </button>
        );
      })}
    </fieldset>
  );
}
