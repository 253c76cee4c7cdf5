import { queryOptions } from "@tanstack/react-query";
import type { Business } from "../../../shared/businesses";

export const businessesQuery = queryOptions<Business[]>({ queryKey: ["/api/businesses"] });
