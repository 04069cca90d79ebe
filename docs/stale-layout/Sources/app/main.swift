import B

let ws = [Wrapper(1), Wrapper(2), Wrapper(3)]
print("size=\(MemoryLayout<Wrapper>.size) tags=\(ws.map { $0.tag })")
