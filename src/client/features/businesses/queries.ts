import { queryOptions } from "@tanstack/react-query";
import type { Business } from "../../../shared/businesses/basics";

export const businessesQuery = queryOptions<Business[]>({ queryKey: ["/api/businesses"] });
