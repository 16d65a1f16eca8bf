import ExerciseRunner
import Foundation

exit(Kit.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
