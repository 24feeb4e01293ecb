// The Better Auth CLI (auth@1.7.7) calls Object.groupBy and Map.groupBy, which Node 20 lacks.
// Loaded with `node --import` before the CLI; nothing else uses it.
const groupInto = (items, keyOf, add) => {
  let index = 0;
  for (const item of items) add(keyOf(item, index++), item);
};
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => {
    const groups = Object.create(null);
    groupInto(items, keyOf, (key, item) => (groups[key] ??= []).push(item));
    return groups;
  };
}
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map();
    groupInto(items, keyOf, (key, item) => {
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(item);
    });
    return groups;
  };
}
