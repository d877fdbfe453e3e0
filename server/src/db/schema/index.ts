export * from "./auth";
export * from "./businesses";
export * from "./campaigns";
export * from "./investors";
export * from "./messaging";
export * from "./profiles";
