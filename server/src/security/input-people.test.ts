import { describeInputFuzz, inShare } from "../testing/input-fuzz";

// Property-based input fuzz (issue 13) of the write routes in every share the others leave (accounts, auth, admin, messaging, notifications, support, unknown paths): see testing/input-fuzz.ts.

await describeInputFuzz("rest", (pattern) => inShare("rest", pattern));
