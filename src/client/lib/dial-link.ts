/** A phone number as a link dials it: the digits and a leading '+', without spaces, dashes or brackets. */
export const dialHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
