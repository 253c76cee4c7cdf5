import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, Input } from "./field";

describe("a form field", () => {
  it("tells screen readers that a required field is required, since the label's mark is hidden from them", () => {
    const required = renderToString(
      <Field label="Titel" required>
        {(props) => <Input {...props} />}
      </Field>,
    );
    expect(required).toMatch(/<span aria-hidden="true"[^>]*> \*<\/span>/);
    expect(required).toMatch(/<input[^>]*aria-required="true"/);
  });

  it("says nothing of it on an optional field", () => {
    const optional = renderToString(<Field label="Ort">{(props) => <Input {...props} />}</Field>);
    expect(optional).not.toContain("aria-required");
    expect(optional).not.toContain(" *");
  });
});
