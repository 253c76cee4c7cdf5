import { queryOptions } from "@tanstack/react-query";
import type { UserArticleDetail } from "../../../shared/user-articles/user-articles";

export const userArticleQuery = (slug: string) =>
  queryOptions<UserArticleDetail>({ queryKey: ["/api/user-articles", encodeURIComponent(slug)] });
