/** Template values derived from the generator options (see generator.js). */
export function templateValues(options: { name: string; title?: string; prefix?: string }): {
  id: string;
  className: string;
  propertyName: string;
  constantName: string;
  title: string;
  prefix: string;
  tmpl: string;
};
declare const rulesetGenerator: (
  tree: unknown,
  options: { name: string; title?: string; prefix?: string; skipInstall?: boolean },
) => Promise<() => void>;
export default rulesetGenerator;
