import {
  type FaqEntry,
  type FaqInput,
  faqInputSchema,
  type Synonym,
  type SynonymInput,
  synonymFormSchema,
} from "../../../../shared/chat/knowledge";
import { formTexts } from "../../../../shared/common/form-texts";
import { FormInputField } from "../../../components/ui/form-input-field";
import { UpkeepForm, type UpkeepFormProps } from "../../admin/UpkeepParts";
import { useUpkeepForm } from "../../admin/useUpkeepForm";
import { MarkdownContent } from "../../articles/MarkdownContent";
import { KnowledgeList } from "./KnowledgeList";
import { FAQ_PATH, SYNONYMS_PATH } from "./useKnowledgeUpkeep";

/** /admin, tab 'Assistent' (issue 28): what the team tells the assistant, for editors and administrators. */
export function AssistantAdmin() {
  return (
    <div className="space-y-10">
      <KnowledgeList<FaqEntry, FaqInput>
        path={FAQ_PATH}
        headingId="assistant-faq"
        title="Häufige Fragen"
        intro={
          <p>
            Fragen, die Einwohnerinnen und Einwohner oft stellen, mit der Antwort der Gemeinde. Der Assistent
            antwortet mit diesem Text, wenn eine Frage dazu passt.
          </p>
        }
        texts={{
          add: "Frage hinzufügen",
          failed: "Die häufigen Fragen konnten nicht geladen werden.",
          empty:
            "Noch keine Fragen erfasst. Beginnen Sie zum Beispiel mit den Öffnungszeiten der Verwaltung.",
          saveFailed: "Die Frage konnte nicht gespeichert werden.",
          removeFailed: "Die Frage konnte nicht gelöscht werden.",
          deleteTitle: "Frage löschen",
          deleteQuestion: (question) =>
            `Möchten Sie «${question}» wirklich löschen? Der Assistent kennt diese Antwort danach nicht mehr.`,
        }}
        name={(entry) => entry.question}
        details={(entry) => (
          <>
            <p className="font-semibold break-words text-stone-900">{entry.question}</p>
            {entry.keywords ? (
              <p className="text-sm break-words text-stone-700">Stichwörter: {entry.keywords}</p>
            ) : null}
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer font-medium text-red-800">Antwort anzeigen</summary>
              <MarkdownContent className="text-base">{entry.answer}</MarkdownContent>
            </details>
          </>
        )}
        form={(props) => <FaqForm {...props} />}
      />
      <KnowledgeList<Synonym, SynonymInput>
        path={SYNONYMS_PATH}
        headingId="assistant-synonyms"
        title="Synonyme"
        intro={
          <p>
            Wörter, die Einwohnerinnen und Einwohner brauchen, und die Wörter des Portals, nach denen der
            Assistent dann ebenfalls sucht: etwa «Zmorge» → «Frühstück». Gross- und Kleinschreibung und
            Umlaute spielen keine Rolle; gespeichert wird «ä» als «ae».
          </p>
        }
        texts={{
          add: "Synonym hinzufügen",
          failed: "Die Synonyme konnten nicht geladen werden.",
          empty: "Noch keine Synonyme erfasst.",
          saveFailed: "Das Synonym konnte nicht gespeichert werden.",
          removeFailed: "Das Synonym konnte nicht gelöscht werden.",
          deleteTitle: "Synonym löschen",
          deleteQuestion: (term) =>
            `Möchten Sie das Synonym «${term}» wirklich löschen? Der Assistent sucht dann nicht mehr nach den Wörtern dafür.`,
        }}
        name={(synonym) => synonym.term}
        details={(synonym) => (
          <p className="break-words text-stone-900">
            <span className="font-semibold">{synonym.term}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> steht für </span>
            {synonym.expansions.join(", ")}
          </p>
        )}
        form={(props) => <SynonymForm {...props} />}
      />
    </div>
  );
}

function FaqForm({ item, ...actions }: UpkeepFormProps<FaqEntry, FaqInput>) {
  const form = useUpkeepForm(faqInputSchema, formTexts(item, ["question", "answer", "keywords"]));
  return (
    <UpkeepForm form={form} {...actions}>
      <FormInputField form={form} name="question" label="Frage" required maxLength={300} />
      <FormInputField
        form={form}
        name="answer"
        label="Antwort"
        required
        hint="Markdown: **fett**, Listen mit «- », Links als [Text](/adresse)."
        rows={8}
        maxLength={4000}
      />
      <FormInputField
        form={form}
        name="keywords"
        label="Stichwörter"
        hint="Weitere Wörter, mit denen danach gefragt wird, z. B. «Schalter Gemeindehaus»."
        maxLength={500}
      />
    </UpkeepForm>
  );
}

function SynonymForm({ item, ...actions }: UpkeepFormProps<Synonym, SynonymInput>) {
  const form = useUpkeepForm(synonymFormSchema, {
    term: item?.term ?? "",
    expansions: item?.expansions.join(", ") ?? "",
  });
  return (
    <UpkeepForm form={form} {...actions}>
      <FormInputField
        form={form}
        name="term"
        label="Begriff"
        required
        hint="Das Wort, das Einwohnerinnen und Einwohner schreiben, z. B. «Zügeln»."
        maxLength={60}
      />
      <FormInputField
        form={form}
        name="expansions"
        label="Wörter des Portals"
        required
        hint="Durch Komma getrennt, höchstens 10, z. B. «Umzug, Transport»."
      />
    </UpkeepForm>
  );
}
