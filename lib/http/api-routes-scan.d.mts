export declare function exportedMethods(source: string): string[];
export declare function scanApiRoutes(root: string): { pattern: string; methods: string[] }[];
