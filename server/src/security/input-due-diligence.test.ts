import { describeInputFuzz, inShare } from "../testing/input-fuzz";

// Property-based input fuzz (issue 13) of the write routes in the "due-diligence" share: see testing/input-fuzz.ts.

await describeInputFuzz("due-diligence", (pattern) => inShare("due-diligence", pattern));
