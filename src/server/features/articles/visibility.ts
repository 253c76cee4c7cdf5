import { and, inArray, lte, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema";

/**
 * Editorial articles can be scheduled; only those whose date has come are public: published or scheduled
 * (the newsroom's life cycle), and their moment has come. A leaf module, so that every area that lists
 * articles beside its own content can ask without importing the listing.
 */
export const publicArticle = (now: Date | SQL): SQL =>
  and(inArray(articles.status, ["published", "scheduled"]), lte(articles.publishedAt, now))!;
