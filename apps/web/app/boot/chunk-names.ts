/**
 * The names of the client chunks every page loads (vite.config.ts code-splitting groups), in the
 * order a page evaluates them, each in a task of its own (decision 490): the framework (React,
 * React DOM, React Router) before the app's shell, which imports it.
 */
export const sharedChunks = { framework: "framework", shell: "shell" } as const;
export const sharedChunkOrder = [sharedChunks.framework, sharedChunks.shell] as const;
