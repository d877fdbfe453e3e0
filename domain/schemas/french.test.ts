import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { registrationNumberProblem } from "../verification/registration-numbers";
import { ZRegisterFormSchema } from "./accounts";
import { ZBusinessInputSchema } from "./businesses";
import { ZCampaignCreateSchema } from "./campaigns";
import { investmentAmountError } from "./investments";
import { ZMatchWeight } from "./matching";
import { ZSendMessageSchema } from "./messaging";

// The schemas are made once and shared by the forms and the routes: their messages are read when
// a value is checked, in the language of that moment (the browser's, or the request's).

afterEach(() => setLocale("en", { reload: false }));

const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join("."), i.message]));

const registration = {
  role: "founder",
  fullName: "Aminata Diallo",
  email: "pas-une-adresse",
  password: "secret1",
  confirmPassword: "secret2",
};

describe("validation messages in French", () => {
  it("the same schema answers in the language of the moment", () => {
    expect(messagesOf(ZRegisterFormSchema.safeParse(registration))).toEqual({
      email: "Please enter a valid email address",
      confirmPassword: "Passwords don't match",
    });
    setLocale("fr", { reload: false });
    expect(messagesOf(ZRegisterFormSchema.safeParse(registration))).toEqual({
      email: "Veuillez saisir une adresse e-mail valide",
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
  });

  it("says which amount is missing, and how long a text may be", () => {
    setLocale("fr", { reload: false });
    const campaign = messagesOf(ZCampaignCreateSchema.safeParse({ title: "", summary: "x", fundingGoal: "abc" }));
    expect(campaign.title).toBe("Le titre est obligatoire");
    expect(campaign.fundingGoal).toBe("L’objectif de levée est obligatoire");
    expect(messagesOf(ZSendMessageSchema.safeParse({ content: "x".repeat(5001) })).content).toBe(
      "Un message peut contenir au plus 5000 caractères",
    );
    expect(ZMatchWeight.safeParse(7).error?.issues[0]?.message).toBe("Choisissez une valeur de 0 à 100 par pas de 5");
  });

  it("names the registry's number in French, keeping the registry's own name", () => {
    setLocale("fr", { reload: false });
    expect(registrationNumberProblem("OHADA", "12")).toBe(
      "Numéro RCCM\u00a0: saisissez-le tel que le registre l’écrit, par exemple SN-DKR-2018-B-12345",
    );
  });

  it("writes money the French way in an amount's limits", () => {
    setLocale("fr", { reload: false });
    const limits = { minInvestment: 25_000, maxInvestment: 250_000, remaining: 100_000 };
    // Intl separates thousands with a narrow no-break space, and the currency with a no-break space.
    expect(investmentAmountError(1_000, limits)).toMatch(/^Le ticket minimum est de 25\s000\s\$US$/);
    expect(investmentAmountError(200_000, { ...limits, remaining: 0 })).toBe("Cette campagne est entièrement financée");
  });
});

describe("zod's own messages", () => {
  it("stay zod's in English and are French for a French reader", () => {
    const business = { businessName: "Solar Kits", milestones: [{ title: "x".repeat(201) }] };
    const message = () => messagesOf(ZBusinessInputSchema.safeParse(business))["milestones.0.title"];
    expect(message()).toBe("Too big: expected string to have <=200 characters");
    setLocale("fr", { reload: false });
    expect(message()).toBe("200 caractères au maximum");
    const rows = Array.from({ length: 51 }, () => ({ name: "Awa" }));
    expect(messagesOf(ZBusinessInputSchema.safeParse({ businessName: "Solar Kits", team: rows })).team).toBe(
      "50 éléments au maximum",
    );
  });
});
