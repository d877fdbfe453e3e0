export * from "./auth";
export * from "./businesses";
export * from "./campaigns";
export * from "./profiles";
export * from "./investors";
export * from "./messaging";
