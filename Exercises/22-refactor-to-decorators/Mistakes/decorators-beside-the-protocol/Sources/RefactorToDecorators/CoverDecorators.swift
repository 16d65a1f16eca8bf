// The decorators live beside the protocol they implement, in Cover.swift.
