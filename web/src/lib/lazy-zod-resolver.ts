import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a domain schema that is fetched on first use, with zod and
 * zodResolver (about 40 KB gzip together): a form page shows without them. `preload` starts the
 * download early; the form calls it when a field first gets focus, so it is there by the submit.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver<Input, unknown, Output>(schema),
      (error: unknown) => {
        ready = undefined; // a later submit may try again (the network came back)
        throw error;
      },
    );
    return ready;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
