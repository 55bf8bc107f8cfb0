// The cost of one operation with its variables, counted on the document before anything runs: each
// field costs its weight (cost-model.ts) times the number of values it resolves, and a list multiplies
// everything below it by its length: `first` (from a literal or a variable) for a connection's edges,
// the model's assumed length otherwise. `first` above the page limit is refused here, whatever the field.
import type { GraphQLRequestContextDidResolveOperation } from "@apollo/server";
import {
  GraphQLError, Kind, getNamedType, getNullableType, isCompositeType, isListType, isObjectType, isInterfaceType,
  type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField, type GraphQLSchema,
  type OperationDefinitionNode, type SelectionSetNode, type ValueNode,
} from "graphql";
import type { CostModel } from "./cost-model.js";

export interface CostRequest {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  operation: OperationDefinitionNode;
  /** Raw request variables, before coercion (this runs before execution). */
  variables: Readonly<Record<string, unknown>>;
}

export function operationCost(request: CostRequest, model: CostModel): number {
  return costOf(request, model).cost;
}

/** The operation's cost, and whether the variables were read for it (if not, every request of the operation costs the same). */
function costOf(request: CostRequest, model: CostModel): { cost: number; readsVariables: boolean } {
  let readsVariables = false;
  const root = request.operation.operation === "mutation" ? request.schema.getMutationType()
    : request.operation.operation === "subscription" ? request.schema.getSubscriptionType()
    : request.schema.getQueryType();
  if (!root) return { cost: 0, readsVariables };
  const memo = new Map<string, number>();
  const expanding = new Set<string>();

  function selectionCost(set: SelectionSetNode, parent: GraphQLCompositeType, page: number | undefined): number {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, parent, page);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? request.schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) total += selectionCost(selection.selectionSet, type, page);
      } else {
        const name = selection.name.value;
        const fragment = request.fragments.get(name);
        if (!fragment || expanding.has(name)) continue;
        const type = request.schema.getType(fragment.typeCondition.name.value);
        if (!type || !isCompositeType(type)) continue;
        const key = `${name}|${page ?? ""}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          expanding.add(name);
          cost = selectionCost(fragment.selectionSet, type, page);
          expanding.delete(name);
          memo.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  }

  function fieldCost(node: FieldNode, parent: GraphQLCompositeType, page: number | undefined): number {
    if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
    const field = parent.getFields()[node.name.value];
    if (!field) return 0; // __typename, or a field validation already refused
    const coordinate = `${parent.name}.${field.name}`;
    const named = getNamedType(field.type);
    const own = model.fieldCost[coordinate] ?? (isCompositeType(named) ? 1 : 0);
    const first = firstArgument(node, field, coordinate);
    const list = isListType(getNullableType(field.type));
    const count = list ? (first ?? page ?? model.listSize[coordinate] ?? model.defaultListSize) : 1;
    // A connection's `first` sizes the lists directly below it (its edges).
    const childPage = !list && first !== undefined ? first : undefined;
    const below = node.selectionSet && isCompositeType(named) ? selectionCost(node.selectionSet, named, childPage) : 0;
    return count * (own + below);
  }

  /** The page size a field asks for: its `first` argument, or the default when it has one but it is not given. */
  function firstArgument(node: FieldNode, field: GraphQLField<unknown, unknown>, coordinate: string): number | undefined {
    if (!field.args.some((a) => a.name === "first")) return undefined;
    const argument = node.arguments?.find((a) => a.name.value === "first");
    const value = argument ? rawValue(argument.value) : undefined;
    if (value === undefined || value === null) return model.defaultPageSize;
    if (typeof value !== "number") return model.defaultPageSize; // coercion refuses it with the type's message
    if (!Number.isInteger(value) || value < 1 || value > model.maxPageSize) {
      throw new GraphQLError(`first: must be between 1 and ${model.maxPageSize} (got ${value})`, {
        nodes: [argument!],
        extensions: { code: "BAD_USER_INPUT", field: "first", on: coordinate, max: model.maxPageSize, http: { status: 400 } },
      });
    }
    return value;
  }

  function rawValue(value: ValueNode): unknown {
    if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value);
    if (value.kind === Kind.NULL) return null;
    if (value.kind !== Kind.VARIABLE) return value; // not a number: left to coercion
    readsVariables = true;
    const name = value.name.value;
    if (Object.prototype.hasOwnProperty.call(request.variables, name)) return request.variables[name];
    const definition = request.operation.variableDefinitions?.find((d) => d.variable.name.value === name);
    return definition?.defaultValue ? rawValue(definition.defaultValue) : undefined;
  }

  const cost = selectionCost(request.operation.selectionSet, root, undefined);
  return { cost, readsVariables };
}

/** A per-request memo, so the cost limit and the rate limiter count an operation once. */
export function createCostMeter(model: CostModel): (context: GraphQLRequestContextDidResolveOperation<object>) => number {
  const computed = new WeakMap<object, { cost: number } | { error: unknown }>();
  // An operation whose cost reads no variable costs the same every time: counted once (Apollo's document
  // cache gives a document sent again as the same objects; one parsed again is counted again).
  const fixed = new WeakMap<OperationDefinitionNode, WeakMap<GraphQLSchema, number>>();
  return (context) => {
    let entry = computed.get(context.request);
    if (!entry && !context.operation) return 0; // Apollo refuses the request before executing anything
    if (!entry) {
      const operation = context.operation!;
      const known = fixed.get(operation)?.get(context.schema);
      if (known !== undefined) {
        entry = { cost: known };
      } else {
        const fragments = new Map<string, FragmentDefinitionNode>();
        for (const d of context.document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
        try {
          const counted = costOf({ schema: context.schema, fragments, operation, variables: context.request.variables ?? {} }, model);
          entry = { cost: counted.cost };
          if (!counted.readsVariables) {
            let bySchema = fixed.get(operation);
            if (!bySchema) fixed.set(operation, (bySchema = new WeakMap()));
            bySchema.set(context.schema, counted.cost);
          }
        } catch (error) {
          entry = { error };
        }
      }
      computed.set(context.request, entry);
    }
    if ("error" in entry) throw entry.error;
    return entry.cost;
  };
}
