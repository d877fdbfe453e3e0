import { PRODUCT_NAME, PRODUCT_TEXTS } from "@domain/constants/shell";
import { m } from "@i18n/messages";
import { LanguageSwitch } from "@web/components/language-switch";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { useToastsClearOfForm } from "@web/lib/toaster-placement";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The shared sign-in style layout: brand panel on wide screens, the form on the right. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  // The form's primary action sits where the spec's bottom-right toasts would cover it.
  useToastsClearOfForm();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-brand p-10 text-brand-foreground lg:flex">
        <Link to="/" className="text-2xl font-bold tracking-tight">
          {PRODUCT_NAME}
        </Link>
        <div className="space-y-3">
          <p className="text-3xl font-semibold leading-tight">{PRODUCT_TEXTS.tagline}</p>
          <p className="text-lg opacity-90">{PRODUCT_TEXTS.subtitle}</p>
        </div>
        <p className="text-sm opacity-80">{m.ui_authPanelText()}</p>
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between p-4">
          <Link to="/" className="text-xl font-bold lg:invisible">
            {PRODUCT_NAME}
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <ThemeSwitcher />
          </div>
        </header>
        <main className="flex flex-1 items-center justify-center px-4 pb-8">
          <div className="w-full max-w-md space-y-6">
            <div className="space-y-2 text-center">
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              {description && <p className="text-muted-foreground">{description}</p>}
            </div>
            {children}
          </div>
        </main>
        <footer className="p-4 text-center text-sm text-muted-foreground">
          {m.ui_allRightsReserved({ year: new Date().getFullYear(), name: PRODUCT_NAME })}
        </footer>
      </div>
    </div>
  );
}
