import Facade

extension LibraryAPI: LibraryFacade {}
