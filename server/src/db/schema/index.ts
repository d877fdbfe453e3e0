export * from "./auth";
export * from "./profiles";
export * from "./businesses";
export * from "./campaigns";
