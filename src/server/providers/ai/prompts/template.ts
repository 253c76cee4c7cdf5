/**
 * A prompt kept in the repository, so that a change of wording is reviewed and versioned like code.
 * `{{name}}` marks a value filled in per request; `version` goes into the log of every call.
 */
export interface PromptTemplate<Name extends string = string> {
  id: string;
  version: number;
  system: string;
  user: string;
  /** Only a type: the names of the values rendering needs; a missing one fails loudly. */
  readonly __values?: Name;
}

export interface RenderedPrompt {
  id: string;
  version: number;
  system: string;
  user: string;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function renderPrompt<Name extends string>(
  template: PromptTemplate<Name>,
  values: Record<Name, string>,
): RenderedPrompt {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_, name: string) => {
      const value = (values as Record<string, string | undefined>)[name];
      if (value === undefined) throw new Error(`prompt ${template.id}: no value for {{${name}}}`);
      return value;
    });
  return {
    id: template.id,
    version: template.version,
    system: fill(template.system),
    user: fill(template.user),
  };
}
