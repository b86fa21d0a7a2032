/**
 * Statements prepared on first use, one set per shape of a query (a list's combination of filters),
 * named after the shape. A single statement with optional conditions (`$2 IS NULL OR …`) would settle on
 * a generic plan that cannot pick the index fitting the filter.
 */
export function preparedPerShape<Shape, Statements>(
  nameOf: (shape: Shape) => string,
  prepare: (shape: Shape, name: string) => Statements,
): (shape: Shape) => Statements {
  const prepared = new Map<string, Statements>();
  return (shape) => {
    const name = nameOf(shape);
    let statements = prepared.get(name);
    if (!statements) {
      statements = prepare(shape, name);
      prepared.set(name, statements);
    }
    return statements;
  };
}
