import { PRODUCT_NAME } from "@domain/constants/shell";
import { m } from "@i18n/messages";
import { LanguageSwitch } from "@web/components/language-switch";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { Button } from "@web/components/ui/button";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Pages open to visitors (such as the startup catalogue) when nobody is signed in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="flex h-14 items-center gap-2 border-b bg-card px-4">
        <Link to="/" className="text-xl font-bold tracking-tight text-primary">
          {PRODUCT_NAME}
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="hidden sm:flex" />
          <ThemeSwitcher />
          <Button asChild variant="outline" size="sm">
            <Link to="/login">{m.ui_signIn()}</Link>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl p-4 sm:p-6">
        {children}
      </main>
    </div>
  );
}
