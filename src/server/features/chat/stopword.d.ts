// The package ships its lists without types; the assistant reads the German one.
declare module "stopword" {
  export const deu: string[];
}
