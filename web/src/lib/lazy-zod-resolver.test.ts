import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const Schema = z.object({ email: z.email({ error: "Enter a valid email" }), age: z.coerce.number() });
type Input = z.input<typeof Schema>;
type Output = z.output<typeof Schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("loads the schema on first use only, then validates as zodResolver does", async () => {
    const load = vi.fn(async () => Schema);
    const resolver = lazyZodResolver<Input, Output>(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ email: "nope", age: "3" }, undefined, options);
    expect(bad.errors.email?.message).toBe("Enter a valid email");
    const good = await resolver({ email: "a@b.co", age: "3" }, undefined, options);
    expect(good.values).toEqual({ email: "a@b.co", age: 3 });
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Schema);
    const resolver = lazyZodResolver<Input, Output>(load);
    await expect(resolver({ email: "a@b.co", age: "1" }, undefined, options)).rejects.toThrow("offline");
    expect((await resolver({ email: "a@b.co", age: "1" }, undefined, options)).values).toEqual({
      email: "a@b.co",
      age: 1,
    });
  });
});
