import Combine

// On Apple platforms Foundation re-exports these two names from Combine (`Foundation.ObservableObject` and
// `Foundation.Published` are typealiases of Combine's), so a file that imports only Foundation can use them.
// Linux's Foundation does not; these module-wide aliases stand in for that re-export.
public typealias ObservableObject = Combine.ObservableObject
public typealias Published<Value> = Combine.Published<Value>
