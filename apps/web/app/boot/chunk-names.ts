/**
 * The names of the client chunks every page loads (vite.config.ts code-splitting groups), in the
 * order a page evaluates them, each in a task of its own (decision 490): the framework (React and
 * React DOM), then React Router (which imports React), then the app's shell, which imports both.
 */
export const sharedChunks = { framework: "framework", router: "router", shell: "shell" } as const;
export const sharedChunkOrder = [sharedChunks.framework, sharedChunks.router, sharedChunks.shell] as const;
