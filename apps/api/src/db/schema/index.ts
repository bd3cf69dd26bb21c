// One file per area; drizzle-kit reads this folder to generate versioned migrations into ../../drizzle.
export {};
