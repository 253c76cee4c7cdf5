import { isPublicContribution, type ReaderContribution } from "../../../shared/contributions/contributions";
import { imageSrc } from "./categoryStyle";
import { NewsArticleMeta } from "./NewsArticleMeta";
import { metaDescription } from "./seo";

/**
 * The head of a member's contribution (a reader letter, a user article): a person wrote it, and search
 * engines index it only once it is public; its own picture, or its category's.
 */
export function ContributionMeta({
  contribution,
  kind,
  section,
  path,
  excerpt,
}: {
  contribution: ReaderContribution;
  /** What it is in the browser title where its section does not say it. */
  kind?: string;
  section: string;
  path: string;
  /** Its own summary for the description; without one, the start of its text. */
  excerpt: string | null;
}) {
  return (
    <NewsArticleMeta
      kind={kind}
      title={contribution.title}
      description={metaDescription(excerpt, contribution.content)}
      path={path}
      image={imageSrc(contribution.imageUrl)}
      publishedAt={contribution.publishedAt}
      section={section}
      author={{ kind: "Person", name: contribution.authorName }}
      noindex={!isPublicContribution(contribution)}
    />
  );
}
