// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** A rule ID as the rulebooks write them (CT-3.14.7, PK-II-B07, PK-F.2, …) or a test ruleset's (S-1). */
const RULE_ID = /^[A-Z]{1,3}(-[A-Za-z0-9]+)*-?[0-9]+(\.[0-9]+)*[a-z]?$/;

/** Object keys whose string values are log text or citations, not behaviour. */
const TEXT_KEYS = new Set(['message', 'rule', 'label', 'reason', 'description']);

/**
 * Mutants a test could only kill by comparing prose: the text of log entries, labels and reasons,
 * and rule-citation strings. Every other string (zone ids, event kinds, option keys) is behaviour
 * and stays mutated.
 * @param {import('@babel/core').NodePath} path
 */
function shouldIgnore(path) {
  const node = path.node;
  // An event handler's `describe` makes its log line and nothing else: the whole function is prose
  // (an ignored node's descendants are ignored too).
  if (isPropertyValue(path, 'describe')) return 'log text (an event description)';
  // The whole value of a text key is prose, a choice between two texts included (`reason: a ? '…' : '…'`).
  for (const key of TEXT_KEYS) if (isPropertyValue(path, key)) return `log or label text (${key})`;
  if (node.type !== 'StringLiteral' && node.type !== 'TemplateLiteral') return undefined;
  if (node.type === 'StringLiteral' && RULE_ID.test(node.value)) return 'a rule citation';
  const parent = path.parent;
  if (node.type === 'StringLiteral' && isUnnamedStepLabel(path)) return 'the label of a step nothing jumps to';
  if (node.type === 'StringLiteral' && isPropertyValue(path, 'id') && hasKey(path.parentPath?.parent, 'check'))
    return "a rule process's id (named only in its log line)";
  if (parent.type === 'ObjectProperty' && parent.value === node) {
    const key =
      parent.key.type === 'Identifier' ? parent.key.name : parent.key.type === 'StringLiteral' ? parent.key.value : '';
    if (TEXT_KEYS.has(key)) return `log or label text (${key})`;
  }
  // An error's message is prose; its code ('illegal-choice') and field path ('picks') are behaviour
  // that clients read, and have no spaces.
  const prose = node.type === 'TemplateLiteral' || / /.test(node.value);
  if (prose && (parent.type === 'NewExpression' || (parent.type === 'CallExpression' && isErrorCall(parent))))
    return 'error message text';
  return undefined;
}

/**
 * A procedure step's label (`procedure(NAME, [['label', step], …])`) that no `goto` or `then` in the file
 * names: renaming it changes nothing but the saved stack's text, the way a log line's would. A label
 * that is also some other string of the file (an option key, a local's name) is still a label only.
 * @param {import('@babel/core').NodePath} path
 */
function isUnnamedStepLabel(path) {
  const tuple = path.parentPath;
  if (!tuple?.isArrayExpression() || tuple.node.elements.length !== 2 || tuple.node.elements[0] !== path.node)
    return false;
  const steps = tuple.parentPath;
  const call = steps?.parentPath;
  if (!steps?.isArrayExpression() || !call?.isCallExpression() || call.node.arguments[1] !== steps.node) return false;
  const callee = call.node.callee;
  if (callee.type !== 'Identifier' || callee.name !== 'procedure') return false;
  const targets = jumpTargets(path);
  return targets !== null && !targets.has(/** @type {any} */ (path.node).value);
}

/** @type {WeakMap<object, Set<string> | null>} */
const targetsByFile = new WeakMap();
/**
 * The strings of the file of `path` that a step jumps to: a `goto` or `then` value, directly or as a branch of
 * a conditional or logical expression (`goto: first ? 'a' : 'b'`); null when some jump's target is computed
 * (`goto: then`), as any label may then be named.
 */
function jumpTargets(/** @type {import('@babel/core').NodePath} */ path) {
  const program = /** @type {import('@babel/core').NodePath} */ (path.findParent((p) => p.isProgram()));
  let targets = targetsByFile.get(program.node);
  if (targets === undefined) {
    /** @type {Set<string> | null} */
    let found = new Set();
    program.traverse({
      ObjectProperty(p) {
        const key = p.node.key.type === 'Identifier' ? p.node.key.name : '';
        if ((key === 'goto' || key === 'then') && !literalBranches(p.node.value)) found = null;
      },
      StringLiteral(p) {
        let at = p;
        while (at.parentPath && (at.parentPath.isConditionalExpression() || at.parentPath.isLogicalExpression()))
          at = at.parentPath;
        if (isPropertyValue(at, 'goto') || isPropertyValue(at, 'then')) found?.add(p.node.value);
      },
    });
    targets = found;
    targetsByFile.set(program.node, targets);
  }
  return targets;
}

/** Whether an expression is a string literal or a choice between such (`a ? 'x' : 'y'`, `x ?? 'y'`). */
function literalBranches(/** @type {any} */ node) {
  if (node.type === 'StringLiteral') return true;
  if (node.type === 'ConditionalExpression') return literalBranches(node.consequent) && literalBranches(node.alternate);
  if (node.type === 'LogicalExpression') return literalBranches(node.left) && literalBranches(node.right);
  return false;
}

/** Whether an object expression has a property with this key. */
function hasKey(/** @type {any} */ object, /** @type {string} */ key) {
  return (
    object.type === 'ObjectExpression' &&
    object.properties.some(
      (/** @type {any} */ p) =>
        (p.type === 'ObjectProperty' || p.type === 'ObjectMethod') &&
        ((p.key.type === 'Identifier' && p.key.name === key) ||
          (p.key.type === 'StringLiteral' && p.key.value === key)),
    )
  );
}

/** Whether a node is the value of an object property with this key. */
function isPropertyValue(/** @type {import('@babel/core').NodePath} */ path, /** @type {string} */ key) {
  const parent = path.parent;
  if (parent.type !== 'ObjectProperty' || parent.value !== path.node) return false;
  return (
    (parent.key.type === 'Identifier' && parent.key.name === key) ||
    (parent.key.type === 'StringLiteral' && parent.key.value === key)
  );
}

/** `new SomeError('…')` or `fail('…')`-style calls: their text is for people. */
function isErrorCall(/** @type {any} */ call) {
  const callee = call.callee;
  return callee.type === 'Identifier' && /Error$/.test(callee.name);
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'log-and-rule-text', { shouldIgnore })];
