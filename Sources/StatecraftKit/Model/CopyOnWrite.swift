/// Keeps a large value behind one reference: copying it costs one reference count instead of one for each
/// array, dictionary and string inside the value. The value is copied only when a shared one is changed.
struct CopyOnWrite<Value> {
    /// The value at an address of its own, which reads and changes reach directly.
    private final class Box {
        let address: UnsafeMutablePointer<Value>
        init(_ value: Value) {
            address = .allocate(capacity: 1)
            address.initialize(to: value)
        }
        deinit {
            address.deinitialize(count: 1)
            address.deallocate()
        }
    }

    private var box: Box

    init(_ value: Value) {
        box = Box(value)
    }

    /// Read in place (`_read`): a getter would copy the value, and with it every collection inside.
    var value: Value {
        _read { yield box.address.pointee }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.address.pointee) }
            yield &box.address.pointee
        }
    }
}

// A box is changed only while no other copy shares it, so sharing one between threads is safe.
extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}

extension CopyOnWrite: FactCodable where Value: FactCodable {
    func write(to writer: inout FactWriter) { value.write(to: &writer) }
    init(reading reader: inout FactReader) throws { self.init(try Value(reading: &reader)) }
}
