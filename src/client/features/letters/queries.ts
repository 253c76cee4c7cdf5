import { queryOptions } from "@tanstack/react-query";
import type { LetterDetail } from "../../../shared/letters/letters";

export const letterQuery = (slug: string) =>
  queryOptions<LetterDetail>({ queryKey: ["/api/leserbriefe", encodeURIComponent(slug)] });
