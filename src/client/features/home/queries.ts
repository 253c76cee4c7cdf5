import { queryOptions } from "@tanstack/react-query";
import type { TileItem } from "../../../shared/articles/articles";
import { eventsWeekQuery } from "../events/queries";
import { noticesQuery } from "../notices/queries";

export const homepageContentQuery = queryOptions<TileItem[]>({ queryKey: ["/api/homepage-content"] });
/** Spec portal-public §7: requested on the home page although its result is not shown. */
export const featuredArticlesQuery = queryOptions<unknown[]>({ queryKey: ["/api/articles/featured"] });

export const homeQueries = [homepageContentQuery, featuredArticlesQuery, noticesQuery(null), eventsWeekQuery];
