import Testing

@testable import FixtureGuarded

@Test func theKeyOpensTheVault() {
  #expect(Vault.shared.opens(with: "1234"))
}
