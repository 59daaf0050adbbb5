/**
 * The per-process caches' one eviction rule: a Map keeps insertion order, so its first key is the
 * oldest entry. `setNewest` makes `key` the newest and drops the oldest ones past `max`; called on
 * a hit too (the same value), it makes the Map least-recently-used first.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
