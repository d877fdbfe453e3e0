import { describeInputFuzz, inShare } from "../testing/input-fuzz";

// Property-based input fuzz (issue 13) of the write routes in the "catalogue" share: see testing/input-fuzz.ts.

await describeInputFuzz("catalogue", (pattern) => inShare("catalogue", pattern));
