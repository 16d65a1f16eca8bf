// The BlueLibrary terminal app. Everything it does lives in the BlueLibrary library, where tests
// drive it; see `BlueLibraryApp.run(arguments:environment:io:)`.
import BlueLibrary

await BlueLibraryApp.main()
