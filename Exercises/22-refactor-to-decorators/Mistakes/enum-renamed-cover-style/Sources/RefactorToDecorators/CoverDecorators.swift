// The styles are in Cover.swift: one enum, one function that draws them.
