import { Kind } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, GraphQLError, OperationDefinitionNode, SelectionSetNode, ValueNode } from 'graphql';
import { contentError } from './errors.ts';
import { DEFAULT_LIMIT } from './schema.ts';

/**
 * Query bounds, checked before execution with the request's variables (so `limit: $limit` counts as sent):
 * - depth: nesting of fields, at most MAX_DEPTH (the deepest portal query, a landing page's sub-section info
 *   card illustration asset URL, is 11 deep);
 * - cost: Contentful's complexity — every `…Collection` field costs its `limit` (100 when absent) times the
 *   limits of the collections it is nested in; the total may not exceed MAX_COST (Contentful's 11,000);
 * - size: at most MAX_FIELDS field selections after expanding fragments (stops alias and fragment bombs).
 */
export const MAX_DEPTH = 12;
export const MAX_COST = 11_000;
export const MAX_FIELDS = 3_000;

interface Tally {
  depth: number;
  cost: number;
  fields: number;
}

class LimitExceeded extends Error {}

function limitOf(value: ValueNode | undefined, variables: Readonly<Record<string, unknown>>): number {
  if (value === undefined) return DEFAULT_LIMIT;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const sent = variables[value.name.value];
    return typeof sent === 'number' ? sent : DEFAULT_LIMIT;
  }
  return DEFAULT_LIMIT;
}

/** Returns the error to answer with when the operation is too deep, too costly or too large; undefined if within bounds. */
export function checkQueryLimits(document: DocumentNode, operationName: string | null | undefined, variables: Readonly<Record<string, unknown>>): GraphQLError | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName === null || operationName === undefined || operationName === ''
    ? operations[0]
    : operations.find((candidate) => candidate.name?.value === operationName);
  if (operation === undefined) return undefined;
  const tally: Tally = { depth: 0, cost: 0, fields: 0 };

  const visit = (selectionSet: SelectionSetNode, depth: number, multiplier: number, introspection: boolean, stack: readonly string[]): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, depth, multiplier, introspection, stack);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Cycles are reported by graphql's NoFragmentCycles rule; do not follow them here.
        if (fragment !== undefined && !stack.includes(name)) visit(fragment.selectionSet, depth, multiplier, introspection, [...stack, name]);
        continue;
      }
      tally.fields += 1;
      if (tally.fields > MAX_FIELDS) throw new LimitExceeded(`Query too large: more than ${MAX_FIELDS} field selections once fragments are expanded`);
      const inIntrospection = introspection || selection.name.value.startsWith('__');
      const fieldDepth = inIntrospection ? depth : depth + 1;
      if (fieldDepth > MAX_DEPTH) throw new LimitExceeded(`Query too deep: fields may nest at most ${MAX_DEPTH} levels`);
      tally.depth = Math.max(tally.depth, fieldDepth);
      let childMultiplier = multiplier;
      if (selection.name.value.endsWith('Collection')) {
        const limit = Math.max(1, limitOf(selection.arguments?.find((arg) => arg.name.value === 'limit')?.value, variables));
        childMultiplier = multiplier * limit;
        tally.cost += childMultiplier;
        if (tally.cost > MAX_COST) throw new LimitExceeded(`Query too complex: its cost ${tally.cost} exceeds ${MAX_COST} (each collection costs its limit times the limits of the collections around it; lower the nested limits)`);
      }
      if (selection.selectionSet !== undefined) visit(selection.selectionSet, fieldDepth, childMultiplier, inIntrospection, stack);
    }
  };

  try {
    visit(operation.selectionSet, 0, 1, false, []);
  } catch (error) {
    if (error instanceof LimitExceeded) return contentError('RESOURCES_EXHAUSTED', error.message, 400);
    throw error;
  }
  return undefined;
}
