// The database schema, one file per area; drizzle-kit and every query read it from here.
export * from "./accounts";
export * from "./businesses";
export * from "./chat";
export * from "./contributions";
export * from "./election";
export * from "./events";
export * from "./group-conversations";
export * from "./groups";
export * from "./marketplace";
export * from "./messages";
export * from "./newsroom";
export * from "./notices";
export * from "./notifications";
export * from "./platform";
export * from "./pr-reports";
export * from "./subscriptions";
