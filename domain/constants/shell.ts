export const PRODUCT_NAME = "Kuza";
export const PRODUCT_TAGLINE = "Africa's Deal Network: Fund or Get Funded";
export const PRODUCT_SUBTITLE = "Connect startups with investors, no gatekeeping.";
