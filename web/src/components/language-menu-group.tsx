import { LOCALES, type Locale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@web/components/ui/dropdown-menu";
import { LOCALE_NAMES } from "@web/lib/i18n";
import { useLanguageChoice } from "./language-switch";

/** The language choice inside a menu (the avatar menu): English and Français, the current one checked. */
export function LanguageMenuGroup() {
  const { current, choose, pending } = useLanguageChoice();
  return (
    <>
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{m.ui_language()}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={current} onValueChange={(value) => void choose(value as Locale)}>
        {LOCALES.map((locale) => (
          <DropdownMenuRadioItem
            key={locale}
            value={locale}
            lang={locale}
            disabled={pending}
            // The page reloads in the new language: keep the menu open until it does.
            onSelect={(event) => event.preventDefault()}
          >
            {LOCALE_NAMES[locale]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
