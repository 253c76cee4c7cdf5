import { queryOptions } from "@tanstack/react-query";
import type { SearchHit } from "../../../shared/search";

export const searchApiPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

export const searchQuery = (q: string) => queryOptions<SearchHit[]>({ queryKey: [searchApiPath(q)] });
