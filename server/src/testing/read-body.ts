/** A response's body as tests read it: parsed JSON, the raw text when it is not JSON, null when empty. */
export async function readJsonOrText(res: Response) {
  const text = await res.text();
  try {
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
    return (text ? JSON.parse(text) : null) as any;
  } catch {
    return text;
  }
}
