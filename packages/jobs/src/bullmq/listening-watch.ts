/** Whether the listeners hear every event published, told to each watcher at every change. */
export function createListeningWatch() {
  let listening = false;
  const watchers = new Set<(listening: boolean) => void>();

  return {
    set(now: boolean) {
      if (listening === now) return;
      listening = now;
      for (const watch of watchers) watch(now);
    },

    watch(watch: (listening: boolean) => void): () => void {
      watchers.add(watch);
      watch(listening);
      return () => {
        watchers.delete(watch);
      };
    },
  };
}
