// An argument given to its resolver as graphql-js coerced it. type-graphql makes a class instance of every
// input object an argument holds, walking the input type's field metadata again for each one: for
// resolveChain's board (up to 400 objects) that is milliseconds of the event loop's time spent on instances
// nothing reads (validation is off, and the service works on plain data). `CoercedArg` declares the argument
// in the schema exactly as @Arg does; its middleware (type-graphql runs middlewares before it converts
// arguments) sets the coerced value aside and leaves the converter an empty object to convert. Where the
// argument is a variable the compiled coercion plugin coerced (input-coercion.ts), that value is the one set
// aside (graphql-js coerced the same value with its lists emptied).
import { createParameterDecorator, type MiddlewareFn } from "type-graphql";
import { precoercedVariable } from "./input-coercion.js";

type TypeOf = NonNullable<NonNullable<Parameters<typeof createParameterDecorator>[1]>["arg"]>["typeFunc"];

const setAside = new WeakMap<object, Map<string, unknown>>();

/** The middleware every resolver with a CoercedArg parameter must use (@UseMiddleware), before any other that reads the argument. */
export function keepCoerced(name: string): MiddlewareFn {
  return async ({ args, context, info }, next) => {
    let kept = setAside.get(args);
    if (!kept) setAside.set(args, (kept = new Map()));
    if (!kept.has(name)) {
      const precoerced = context && typeof context === "object" ? precoercedVariable(context, info, name) : undefined;
      kept.set(name, precoerced === undefined ? args[name] : precoerced);
      if (args[name] !== null && args[name] !== undefined) args[name] = {};
    }
    return next();
  };
}

/** The argument `name`, declared with type `type`, as graphql-js coerced it (plain objects and arrays). */
export function CoercedArg(name: string, type: TypeOf): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator(
    ({ args }) => {
      const kept = setAside.get(args);
      if (!kept?.has(name)) throw new Error(`CoercedArg("${name}") needs the keepCoerced("${name}") middleware on its resolver`);
      // given to the resolver once: not kept here after (a large board would be, for as long as the request lasts)
      const value = kept.get(name);
      kept.delete(name);
      return value;
    },
    { arg: { name, typeFunc: type } },
  );
}
